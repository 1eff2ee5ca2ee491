import { useLocation, useSearchParams } from 'react-router';

/** i steps around a ring of n: -1 is the last, n is the first. */
export function wrapIndex(i: number, n: number): number {
  return n > 0 ? ((i % n) + n) % n : 0;
}

const PARAM = 'character';

/**
 * Which character the show detail shows. It opens on the one handed over in navigation state (from the home
 * page), else the first; moving on writes it to the URL (?character=), so a reload or a detour through login
 * comes back to the same one, without adding history entries.
 */
export function useCurrentCharacter(characterNos: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as { characterNo?: unknown } | null;
  const wanted = Number(params.get(PARAM) ?? state?.characterNo);
  const found = characterNos.indexOf(wanted);
  const index = found >= 0 ? found : 0;

  const go = (step: number) => {
    const next = characterNos[wrapIndex(index + step, characterNos.length)];
    if (next === undefined) return;
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set(PARAM, String(next));
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return { index, previous: () => go(-1), next: () => go(1) };
}
