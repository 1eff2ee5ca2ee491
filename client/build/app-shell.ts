import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '../src/lib/messages';

/**
 * The first screen of a landing page as static markup, which the server puts into `#root` (a phone's first visit:
 * the page paints from the HTML and its stylesheets instead of waiting for the scripts). It uses the app's own class
 * names, so the stylesheets the HTML already links lay it out as React will, and React replaces it on its first
 * render. Texts come from the default (Korean) catalogue; `{{a.b}}` stands for a value of the page's data (the server
 * fills it in, escaped).
 */
export type Shell = (classes: ClassNames) => string;

/** A CSS module's scoped class name, by the module's path under src/ and the local name. */
export type ClassNames = (module: string, local: string) => string;

/**
 * Records every CSS module's class names as postcss-modules hands them to Vite (`css.modules.getJSON`), so the shell
 * uses the names the build gave.
 */
export function cssModuleClasses(srcDir: string) {
  const byModule = new Map<string, Record<string, string>>();
  const classes: ClassNames = (module, local) => {
    const name = byModule.get(module)?.[local];
    if (!name) throw new Error(`app-shell: no class ${local} in ${module}`);
    return name;
  };
  return {
    getJSON: (file: string, json: Record<string, string>) =>
      void byModule.set(path.relative(srcDir, file).split(path.sep).join('/'), json),
    classes,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shop's header as ShopLayout first paints it (the tools need the scripts: their place stays empty). */
function header(c: ClassNames, active: 'home' | 'shop'): string {
  const h = (local: string) => c('components/layouts/site-header.module.css', local);
  const link = (to: string, key: 'home' | 'shop' | 'style') =>
    `<a href="${to}" class="${key === active ? `${h('link')} ${h('active')}` : h('link')}">${escapeHtml(MSG.nav[key])}</a>`;
  return (
    `<header class="${h('header')}"><div class="${h('inner')}">` +
    `<a href="/user/main" class="${h('logo')}">SCENE<span>SHOP</span>` +
    `<span class="visually-hidden"> ${escapeHtml(MSG.nav.home)}</span></a>` +
    `<nav aria-label="${escapeHtml(MSG.nav.main)}" class="${h('nav')}">` +
    link('/user/main', 'home') +
    link('/user/shop/productlist', 'shop') +
    link('/user/style', 'style') +
    `</nav><div class="${h('tools')}"></div></div></header>`
  );
}

/** ShopLayout's frame around a page's first screen. */
function layout(c: ClassNames, active: 'home' | 'shop', page: string): string {
  const l = (local: string) => c('components/layouts/shop-layout.module.css', local);
  return (
    `<div class="${l('shell')}">${header(c, active)}` +
    `<main id="main" class="${l('main')}"><div class="page">${page}</div></main></div>`
  );
}

/** /user/main: the banner's first slide (IntroSlide), its picture inlined as the build inlines it. */
export function homeShell(bannerSvg: string): Shell {
  const picture = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(bannerSvg, 'utf8'))}`;
  return (c) => {
    const b = (local: string) => c('features/home/components/home-banner.module.css', local);
    return layout(
      c,
      'home',
      `<h1 class="visually-hidden">${escapeHtml(MSG.site.name)}</h1>` +
        `<section class="${b('banner')}" aria-label="${escapeHtml(MSG.home.banner)}">` +
        `<div class="${b('intro')}">` +
        `<img class="${b('introImage')}" src="${picture}" alt="" width="1120" height="440" fetchpriority="high">` +
        `<div class="${b('introText')}">` +
        `<p class="${b('tagline')}">${escapeHtml(MSG.site.tagline)}</p>` +
        `<h2 class="${b('introTitle')}">${escapeHtml(MSG.main.title)}</h2>` +
        `<p class="${b('introBody')}">${escapeHtml(MSG.main.intro)}</p>` +
        `<a href="/user/main/show" class="btn btn-accent">${escapeHtml(MSG.main.showListLink)} ` +
        `<span aria-hidden="true">→</span></a></div></div></section>`,
    );
  };
}

/** A product's page: the way back, its picture and its name (ProductDetailView), from the page's data. */
export const productShell: Shell = (c) => {
  const v = (local: string) => c('features/product/components/product-detail-view.module.css', local);
  return layout(
    c,
    'shop',
    `<a href="/user/shop/productlist" class="${c('app/routes/shop/shop-routes.module.css', 'back')}">` +
      `‹ ${escapeHtml(MSG.product.backToList)}</a>` +
      `<div class="${v('detail')}"><div class="${v('picture')}">` +
      `<img src="{{product.pic}}" alt="{{product.name}}" width="400" height="400" fetchpriority="high"></div>` +
      // The category's line keeps the name where the page will show it (its text is a translation of the data's).
      `<div class="${v('info')}"><p class="${v('category')}">&nbsp;</p>` +
      `<h1 class="${v('name')}">{{product.name}}</h1></div></div>`,
  );
};
