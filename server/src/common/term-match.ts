import { SearchCategory } from './enums.js';

/*
 * How a term matches names, for the header's search and the console's autocompletes alike. The tables are the
 * modules' (search_product_name is the search module's); the rule is one, so it lives here.
 */

/**
 * Where one category's names live: the searched column, its initial consonants (초성), its letters (jamo, for typos
 * in Hangul) and which rows count; `distinct` when the table holds each name once.
 */
interface Target {
  from: string;
  name: string;
  chosung: string;
  jamo: string;
  filter: string;
  distinct?: boolean;
}

export const TARGETS: Record<SearchCategory, Target> = {
  // Products are matched by name in search_product_name (each name of the products on sale once), then read by name.
  [SearchCategory.PRODUCT]: {
    from: 'search_product_name t',
    name: 't.name',
    chosung: 't.name_chosung',
    jamo: 't.name_jamo',
    filter: 'true',
    distinct: true,
  },
  [SearchCategory.SHOW]: {
    from: 'show t',
    name: 't.title',
    chosung: 't.title_chosung',
    jamo: 't.title_jamo',
    filter: 'true',
  },
  [SearchCategory.ACTOR]: {
    from: '"character" t',
    name: 't.actor_name',
    chosung: 't.actor_name_chosung',
    jamo: 't.actor_name_jamo',
    filter: 'true',
  },
  // Withdrawn members are never found; only the nickname is searched.
  [SearchCategory.USER]: {
    from: 'users t',
    name: 't.nickname',
    chosung: 't.nickname_chosung',
    jamo: 't.nickname_jamo',
    filter: 't.withdrawn_at is null and t.nickname is not null',
  },
};

/** A query made only of Hangul compatibility consonants (ㄱ…ㅎ) and spaces is an initial-consonant query. */
const CONSONANTS_ONLY = /^[\u3131-\u314e\s]+$/u;

export const isChosungQuery = (term: string): boolean => CONSONANTS_ONLY.test(term);

/** The term as the missed-search log keys it. */
export const normaliseTerm = (term: string): string => term.trim().replace(/\s+/g, ' ').toLowerCase();

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL pieces with their `?` parameters, in order. */
export interface Fragment {
  sql: string;
  params: unknown[];
}

/**
 * How a term matches one category's names and how matches rank.
 * - 초성 query ('ㅂㄱㄷ'): the consonant column contains it (spaces ignored on both sides); prefixes first.
 * - Otherwise: the name contains the term (case-insensitive), or the term is word-similar to part of the name
 *   (pg_trgm `<%`, thresholds set per connection in config/orm.ts) as written ('버건드 니트' finds '버건디 니트'), or
 *   spelled by its letters is similar to whole words of the name's (`jamo`, `<<%`: '달빗' finds '달빛 아래 정원', one
 *   wrong letter rather than one wrong syllable). Substring matches first, then by the letters' similarity to whole
 *   words, then as before by word similarity, then similarity to the whole name (shorter, closer names first).
 * Every form uses the trigram indexes of the migrations.
 */
export function matchTerm(target: Target, term: string): { where: Fragment; rank: Fragment } {
  if (isChosungQuery(term)) {
    const consonants = term.replace(/\s+/g, '');
    return {
      where: { sql: `${target.chosung} like ?`, params: [`%${consonants}%`] },
      rank: { sql: `(${target.chosung} like ?) desc, length(${target.name})`, params: [`${consonants}%`] },
    };
  }
  const contains = `%${escapeLike(term)}%`;
  return {
    where: {
      sql: `(${target.name} ilike ? or ? <% ${target.name} or jamo(?) <<% ${target.jamo})`,
      params: [contains, term, term],
    },
    rank: {
      sql: `(${target.name} ilike ?) desc, strict_word_similarity(jamo(?), ${target.jamo}) desc, word_similarity(?, ${target.name}) desc, similarity(?, ${target.name}) desc`,
      params: [contains, term, term, term],
    },
  };
}

/** The name whose words are nearest to a term by their letters, however far, and how far (0 same … 1 nothing shared). */
export function nearestName(target: Target, term: string): Fragment {
  return {
    sql: `select ${target.name} as name, jamo(?) <<<-> ${target.jamo} as distance from ${target.from}
      where ${target.filter} order by distance limit 1`,
    params: [term],
  };
}
