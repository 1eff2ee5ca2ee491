import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertCategory, Role } from '../../common/enums.js';
import { makeProduct } from '../../test/fixtures.js';
import { danglingRows, foreignKeys, makeCharacter, makeShow } from '../../test/fashion.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { PNG } from '../../test/posts.js';
import { Alert } from '../alert/alert.entity.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import type { Product } from '../catalog/product.entity.js';
import { Scrap } from '../member/scrap.entity.js';
import { Popup } from '../promotion/popup.entity.js';
import type { User } from '../user/user.entity.js';
import { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import { StyleItem } from './style-item.entity.js';
import { Style } from './style.entity.js';

let t: TestApp;
let admin: string;
let fan: User;
let coat: Product;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  fan = (await t.member()).user;
  coat = await makeProduct(t.em(), { name: '캐시미어 코트' });
});
afterAll(() => t?.close());

let fileSeq = 0;
/** A real stored picture in one of the console's folders. */
const stored = (folder: string) => t.app.services.storage.put(`${folder}/cascade-${++fileSeq}.png`, PNG, 'image/png');
const served = async (url: string) => (await fetch(`${t.url}${url}`)).status === 200;

/**
 * Two shows: the doomed one has two characters (three styles, four items, one of them also worn in the other show),
 * the other one character with one style. Pictures are real files; a member scrapped a doomed character and holds
 * alerts that lead to both shows; popups lead to both shows.
 */
async function world(tag: string) {
  const em = t.em();
  const doomed = makeShow(em, `사라질 작품 ${tag}`);
  const kept = makeShow(em, `남을 작품 ${tag}`);
  const shared = em.create(Item, { name: '공유 아이템', pic: await stored('item'), product: coat });
  const lead = makeCharacter(em, doomed, [[shared, coat], [coat]], {
    actorName: `사라질배우${tag}`,
    name: '주인공 역',
  });
  const second = makeCharacter(em, doomed, [[null]], { actorName: `조연배우${tag}`, name: '조연 역' });
  const other = makeCharacter(em, kept, [[shared, coat]], { actorName: `남을배우${tag}`, name: '친구 역' });
  for (const row of [doomed, kept, lead.character, second.character, other.character]) row.pic = await stored('show');
  const styles = [...lead.styles, ...second.styles, ...other.styles];
  for (const style of styles) style.pic = await stored('style');
  for (const style of styles) for (const item of style.items) if (item !== shared) item.pic = await stored('item');
  await em.flush();
  em.create(Scrap, { user: fan.no, character: lead.character });
  const alert = (path: string, key: string) =>
    em.create(Alert, { user: fan.no, category: AlertCategory.PROMOTION, content: '새 스타일', path, eventKey: key });
  const alerts = {
    onLead: alert(`/user/main/sub/${doomed.no}?character=${lead.character.no}`, `a-${tag}-1`),
    onShow: alert(`/user/main/sub/${doomed.no}`, `a-${tag}-2`),
    onOther: alert(`/user/main/sub/${kept.no}?character=${other.character.no}`, `a-${tag}-3`),
    lookalike: alert(`/user/main/sub/${doomed.no}0`, `a-${tag}-4`),
  };
  const popups = {
    doomed: em.create(Popup, { pic: await stored('popup'), path: `/user/main/sub/${doomed.no}` }),
    kept: em.create(Popup, { pic: await stored('popup'), path: `/user/main/sub/${kept.no}` }),
  };
  await em.flush();
  return { doomed, kept, shared, lead, second, other, alerts, popups };
}

type World = Awaited<ReturnType<typeof world>>;

const pathOf = async (em: EntityManager, alert: Alert) => (await em.findOneOrFail(Alert, { no: alert.no })).path;
const auditCount = (em: EntityManager, subject: AuditSubject, action = 'delete') =>
  em.count(AuditEntry, { subject, action });

/** Nothing points at a missing row: every foreign key of the schema holds (one anti-join per key). */
async function expectIntegrity(): Promise<void> {
  expect(await danglingRows(t.em())).toEqual({});
}

describe('the foreign-key check', () => {
  it('reads every foreign key of the schema, those of shows, characters, styles and items among them', async () => {
    const keys = await foreignKeys(t.em());
    const pairs = keys.map((k) => `${k.child}.${k.childColumns.join('+')}→${k.parent}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        '"character".show_no→show',
        'style.character_no→"character"',
        'style_item.style_no→style',
        'style_item.item_no→item',
        'item.product_no→product',
        'scrap.character_no→"character"',
      ]),
    );
    expect(keys.length).toBeGreaterThan(20);
  });
});

describe('cascades (admin-console §4), each in one transaction', () => {
  let w: World;

  it('deleting a show removes its characters, their scraps and styles, and the items no other show uses', async () => {
    w = await world('show');
    const doomedFiles = [
      w.doomed.pic!,
      w.lead.character.pic!,
      w.second.character.pic!,
      ...[...w.lead.styles, ...w.second.styles].flatMap((s) => [s.pic, ...s.items.getItems().map((i) => i.pic)]),
      w.popups.doomed.pic,
    ].filter((pic) => pic !== w.shared.pic);
    const keptFiles = [w.kept.pic!, w.shared.pic, w.other.styles[0]!.pic, w.popups.kept.pic];
    for (const pic of [...doomedFiles, ...keptFiles]) expect(await served(pic), pic).toBe(true);

    const res = await t.gql<{ deleteShow: boolean }>(
      'mutation ($no: Int!) { deleteShow(no: $no) }',
      { no: w.doomed.no },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ deleteShow: true });

    const em = t.em();
    expect(await em.count(Show, { no: w.doomed.no })).toBe(0);
    expect(await em.count(Character, { show: w.doomed.no })).toBe(0);
    expect(await em.count(Style, { character: [w.lead.character.no, w.second.character.no] })).toBe(0);
    expect(await em.count(Scrap, { character: w.lead.character.no })).toBe(0);
    // The shared item stays, worn only in the other show now; the doomed show's own items are gone.
    expect(await em.count(Item, { no: w.shared.no })).toBe(1);
    expect((await em.find(StyleItem, { item: w.shared.no })).map((l) => l.style.no)).toEqual([w.other.styles[0]!.no]);
    const ownItems = [...w.lead.styles, ...w.second.styles]
      .flatMap((s) => s.items.getItems())
      .filter((i) => i !== w.shared);
    expect(await em.count(Item, { no: ownItems.map((i) => i.no) })).toBe(0);
    expect(await em.count(Style, { no: w.other.styles[0]!.no })).toBe(1);

    // Soft references: alerts keep their text without the dead link; popups leading there are gone.
    expect(await pathOf(em, w.alerts.onLead)).toBeNull();
    expect(await pathOf(em, w.alerts.onShow)).toBeNull();
    expect(await pathOf(em, w.alerts.onOther)).toBe(`/user/main/sub/${w.kept.no}?character=${w.other.character.no}`);
    expect(await pathOf(em, w.alerts.lookalike)).toBe(`/user/main/sub/${w.doomed.no}0`);
    expect(await em.count(Popup, { no: w.popups.doomed.no })).toBe(0);
    expect(await em.count(Popup, { no: w.popups.kept.no })).toBe(1);

    expect(await auditCount(em, AuditSubject.SHOW)).toBe(1);
    expect(await auditCount(em, AuditSubject.CHARACTER)).toBe(2);
    expect(await auditCount(em, AuditSubject.STYLE)).toBe(3);
    expect(await auditCount(em, AuditSubject.ITEM)).toBe(ownItems.length);
    expect(await auditCount(em, AuditSubject.POPUP)).toBe(1);

    for (const pic of doomedFiles) expect(await served(pic), pic).toBe(false);
    for (const pic of keptFiles) expect(await served(pic), pic).toBe(true);
    await expectIntegrity();
  });

  it('the storefront answers the new state at once: show page, show list, random scene, search', async () => {
    const gone = await t.gql<{ show: unknown }>('query ($no: Int!) { show(no: $no) { no } }', { no: w.doomed.no });
    expect(gone.data).toEqual({ show: null });
    const list = await t.gql<{ shows: { content: { no: number }[] } }>('{ shows(size: 100) { content { no } } }');
    expect(list.data!.shows.content.map((s) => s.no)).not.toContain(w.doomed.no);
    expect(list.data!.shows.content.map((s) => s.no)).toContain(w.kept.no);
    const scene = await t.gql('query ($no: Int) { randomScene(showNo: $no) { show { no } } }', { no: w.doomed.no });
    expect(scene.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (let i = 0; i < 10; i++) {
      const any = await t.gql<{ randomScene: { show: { no: number } } }>('{ randomScene { show { no } } }');
      expect(any.data!.randomScene.show.no).not.toBe(w.doomed.no);
    }
    const SEARCH = /* GraphQL */ `
      query ($c: SearchCategory!, $term: String!) {
        search(category: $c, term: $term) {
          results {
            ... on Show {
              no
            }
            ... on ActorSearchResult {
              name
            }
          }
        }
      }
    `;
    type Found = { search: { results: { no?: number; name?: string }[] } };
    const byTitle = await t.gql<Found>(SEARCH, { c: 'SHOW', term: '사라질 작품 show' });
    expect(byTitle.data!.search.results.map((r) => r.no)).toEqual([w.kept.no]);
    const byActor = await t.gql<Found>(SEARCH, { c: 'ACTOR', term: '사라질배우show' });
    expect(byActor.data!.search.results.map((r) => r.name)).not.toContain('사라질배우show');
  });

  it('deleting a character removes its scraps and styles and the items only it uses; alerts lead to the show', async () => {
    w = await world('character');
    const res = await t.gql('mutation ($no: Int!) { deleteCharacter(no: $no) }', { no: w.lead.character.no }, admin);
    expect(res.data).toEqual({ deleteCharacter: true });
    const em = t.em();
    expect(await em.count(Character, { no: w.lead.character.no })).toBe(0);
    expect(await em.count(Character, { no: w.second.character.no })).toBe(1);
    expect(await em.count(Scrap, { character: w.lead.character.no })).toBe(0);
    expect(await em.count(Style, { no: w.lead.styles.map((s) => s.no) })).toBe(0);
    expect(await em.count(Item, { no: w.shared.no })).toBe(1);
    const ownItems = w.lead.styles.flatMap((s) => s.items.getItems()).filter((i) => i !== w.shared);
    expect(await em.count(Item, { no: ownItems.map((i) => i.no) })).toBe(0);
    expect(await pathOf(em, w.alerts.onLead)).toBe(`/user/main/sub/${w.doomed.no}`);
    expect(await pathOf(em, w.alerts.onShow)).toBe(`/user/main/sub/${w.doomed.no}`);
    expect(await em.count(Popup, { no: w.popups.doomed.no })).toBe(1);
    for (const style of w.lead.styles) expect(await served(style.pic)).toBe(false);
    expect(await served(w.lead.character.pic!)).toBe(false);
    expect(await served(w.shared.pic)).toBe(true);
    const page = await t.gql<{ show: { characters: { no: number }[] } }>(
      'query ($no: Int!) { show(no: $no) { characters { no } } }',
      {
        no: w.doomed.no,
      },
    );
    expect(page.data!.show.characters.map((c) => c.no)).toEqual([w.second.character.no]);
    await expectIntegrity();
  });

  it('deleting a style removes the items no other style uses; deleting an item takes it out of every style', async () => {
    w = await world('style');
    const [withShared] = w.lead.styles;
    const res = await t.gql('mutation ($no: Int!) { deleteStyle(no: $no) }', { no: withShared!.no }, admin);
    expect(res.data).toEqual({ deleteStyle: true });
    const em = t.em();
    expect(await em.count(Style, { no: withShared!.no })).toBe(0);
    expect(await em.count(Item, { no: w.shared.no })).toBe(1);
    const own = withShared!.items.getItems().find((i) => i !== w.shared)!;
    expect(await em.count(Item, { no: own.no })).toBe(0);
    expect(await served(own.pic)).toBe(false);
    await expectIntegrity();

    const deleted = await t.gql('mutation ($no: Int!) { deleteItem(no: $no) }', { no: w.shared.no }, admin);
    expect(deleted.data).toEqual({ deleteItem: true });
    expect(await t.em().count(StyleItem, { item: w.shared.no })).toBe(0);
    expect(await t.em().count(Item, { no: w.shared.no })).toBe(0);
    expect(await t.em().count(Style, { no: w.other.styles[0]!.no })).toBe(1);
    expect(await served(w.shared.pic)).toBe(false);
    const audit = await t.em().findOneOrFail(AuditEntry, { subject: AuditSubject.ITEM, subjectNo: w.shared.no });
    expect(audit.before).toMatchObject({ name: '공유 아이템', styleNos: [w.other.styles[0]!.no] });
    const page = await t.gql<{ show: { characters: { styles: { items: { no: number }[] }[] }[] } }>(
      'query ($no: Int!) { show(no: $no) { characters { styles { items { no } } } } }',
      { no: w.kept.no },
    );
    expect(page.data!.show.characters[0]!.styles[0]!.items.map((i) => i.no)).not.toContain(w.shared.no);
    await expectIntegrity();
  });

  it('answers 404 for a row that is already gone, changing nothing', async () => {
    for (const field of ['deleteShow', 'deleteCharacter', 'deleteStyle', 'deleteItem']) {
      const res = await t.gql(`mutation ($no: Int!) { ${field}(no: $no) }`, { no: 999_999 }, admin);
      expect(res.errors?.[0]?.extensions?.code, field).toBe('NOT_FOUND');
    }
  });

  it('keeps demo pictures shared by other rows when a row using one goes', async () => {
    const em = t.em();
    const show = em.create(Show, { title: '데모 그림 작품', pic: '/uploads/demo/show.svg' });
    await em.flush();
    await t.app.services.storage.put(
      'demo/show.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    await t.gql('mutation ($no: Int!) { deleteShow(no: $no) }', { no: show.no }, admin);
    expect(await served('/uploads/demo/show.svg')).toBe(true);
  });
});
