import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { landing, renderRoutes } from '../../test/render';
import { ShowDetailPage } from './components/show-detail-page';
import {
  AddCharacterManuallyMutation,
  AddCharacterMutation,
  DeleteShowMutation,
  FashionShowQuery,
  FindShowInfoQuery,
} from './operations';

const T = MSG.adminFashion;
const S = T.show;
const TITLE = '눈물의 여왕';

const hyunwoo = {
  __typename: 'Character' as const,
  no: 9,
  name: '백현우 역',
  actorName: '김수현',
  pic: '/uploads/character/9.png',
  styleCount: 2,
};
const haein = { ...hyunwoo, no: 10, name: '홍해인 역', actorName: '김지원', pic: null, styleCount: 0 };
const show = (characters: object[]) => ({
  request: { query: FashionShowQuery, variables: { no: 4 } },
  result: { data: { adminShow: { __typename: 'Show', no: 4, title: TITLE, pic: null, characters } } },
});
const actor = (name: string, character: string) => ({ __typename: 'ActorInfo', actor: name, character, pic: null });
const found = {
  request: { query: FindShowInfoQuery, variables: { title: TITLE } },
  result: {
    data: {
      findShowInfo: {
        __typename: 'ShowInfo',
        title: TITLE,
        pic: null,
        overview: null,
        actors: [actor('김수현', '백현우'), actor('김지원', '홍해인')],
      },
    },
  },
};

const renderShow = (mocks: object[]) =>
  renderRoutes({
    path: '/admin/fashion/show/4',
    mocks: mocks as never,
    routes: [
      { path: '/admin/fashion/show/:no', element: <ShowDetailPage history={() => null} /> },
      landing('/admin/fashion'),
    ],
  });

describe('the show detail (admin-console §2 Show detail)', () => {
  it('lists the characters and adds a found actor; the ones already added are marked', async () => {
    const user = userEvent.setup();
    renderShow([
      show([hyunwoo]),
      found,
      {
        request: {
          query: AddCharacterMutation,
          variables: { showNo: 4, actor: '김지원', character: '홍해인', pic: null },
        },
        result: { data: { addCharacter: haein } },
      },
      show([hyunwoo, haein]),
    ]);
    const row = (await screen.findAllByTestId('fashion-character'))[0]!;
    expect(within(row).getByText(S.styleCount(2))).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: S.editStylesOf('김수현 (백현우 역)') })
        .getAttribute('href'),
    ).toBe('/admin/fashion/character/9');
    const actors = await screen.findAllByTestId('found-actor');
    expect(within(actors[0]!).getByText(T.actors.added)).toBeTruthy();
    await user.click(within(actors[1]!).getByRole('button', { name: T.actors.addRole('김지원', '홍해인') }));
    await waitFor(() => expect(screen.getAllByTestId('fashion-character')).toHaveLength(2));
    expect(within(screen.getAllByTestId('found-actor')[1]!).getByText(T.actors.added)).toBeTruthy();
  });

  it('adds a character by hand: the rules first, then the names (without a typed " 역") and the picture', async () => {
    const user = userEvent.setup();
    const pic = new File([new Uint8Array([71, 73, 70])], 'face.gif', { type: 'image/gif' });
    renderShow([
      show([]),
      found,
      {
        request: {
          query: AddCharacterManuallyMutation,
          variables: (v: Record<string, unknown>) =>
            v.showNo === 4 && v.actorName === '김지원' && v.characterName === '홍해인' && v.file === pic,
        },
        result: { data: { addCharacterManually: haein } },
      },
      show([haein]),
    ]);
    expect(await screen.findByText(S.noCharacters)).toBeTruthy();
    const form = within(screen.getByRole('region', { name: T.manualCharacter.title }));
    await user.click(form.getByRole('button', { name: T.manualCharacter.submit }));
    expect(await form.findByText(T.rules.actorRequired)).toBeTruthy();
    expect(form.getByText(T.rules.characterRequired)).toBeTruthy();
    expect(form.getByText(T.rules.fileRequired)).toBeTruthy();
    await user.type(form.getByLabelText(T.manualCharacter.actorName), '김지원');
    await user.type(form.getByLabelText(T.manualCharacter.characterName), '홍해인 역');
    await user.upload(form.getByLabelText(T.manualCharacter.picture), pic);
    expect(await form.findByRole('img', { name: T.manualCharacter.preview })).toBeTruthy();
    await user.click(form.getByRole('button', { name: T.manualCharacter.submit }));
    expect(await screen.findByTestId('fashion-character')).toBeTruthy();
    await waitFor(() => expect((form.getByLabelText(T.manualCharacter.actorName) as HTMLInputElement).value).toBe(''));
  });

  it('deletes the show after a confirm naming what goes with it, then returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderShow([
      show([hyunwoo]),
      found,
      { request: { query: DeleteShowMutation, variables: { no: 4 } }, result: { data: { deleteShow: true } } },
    ]);
    await user.click(await screen.findByRole('button', { name: S.delete }));
    const confirm = screen.getByRole('alertdialog', { name: S.deleteConfirm(TITLE) });
    expect(within(confirm).getByText(S.deleteCascade)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: S.delete }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fashion'));
  });
});
