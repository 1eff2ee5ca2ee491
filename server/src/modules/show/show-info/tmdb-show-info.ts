import { msg } from '@scene-shop/domain';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError } from '../../../common/errors.js';
import type { Config } from '../../../config/env.js';
import type { ActorInfo, ShowInfo, ShowInfoProvider } from './show-info.types.js';

/** The most actors a found show offers; TMDB lists main cast first. */
export const ACTORS_MAX = 30;

// TMDB answers many more fields; only these are read (unknown keys are fine in a third party's answer).
const searchAnswer = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      original_name: z.string().optional(),
      overview: z.string().nullish(),
      poster_path: z.string().nullish(),
    }),
  ),
});

const creditsAnswer = z.object({
  cast: z.array(
    z.object({
      name: z.string(),
      profile_path: z.string().nullish(),
      order: z.number().optional(),
      roles: z.array(z.object({ character: z.string().nullish() })).optional(),
    }),
  ),
});

/** fetch's own TypeError (refused, reset, DNS) and a timeout mean the source cannot be reached: 503; the rest 502. */
export function unreachable(err: unknown): boolean {
  return (
    (err instanceof TypeError && !('code' in err)) ||
    (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError'))
  );
}

export const providerDown = () => new AppError('SERVICE_UNAVAILABLE', msg('adminFashion.providerDown'));
export const providerError = () => new AppError('BAD_GATEWAY', msg('adminFashion.providerError'));

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * The show-info source speaking TMDB's v3 protocol: the title is searched among TV shows in Korean, the best match
 * (the same title, else the first result) gives the poster and overview, and its aggregate credits give the actors
 * with the characters they play. Each call is bounded by SHOW_INFO_TIMEOUT_MS.
 */
export class TmdbShowInfo implements ShowInfoProvider {
  private readonly apiUrl: string;
  private readonly imageUrl: string;

  constructor(
    private readonly config: Pick<
      Config,
      'SHOW_INFO_API_URL' | 'SHOW_INFO_API_TOKEN' | 'SHOW_INFO_IMAGE_URL' | 'SHOW_INFO_TIMEOUT_MS'
    >,
    private readonly logger: Logger,
  ) {
    this.apiUrl = config.SHOW_INFO_API_URL.replace(/\/+$/, '');
    this.imageUrl = config.SHOW_INFO_IMAGE_URL.replace(/\/+$/, '');
  }

  async findShow(title: string): Promise<ShowInfo | null> {
    const { results } = await this.get(searchAnswer, '/search/tv', { query: title, language: 'ko-KR' });
    const best = results.find((r) => [r.name, r.original_name].some((n) => n && squash(n) === squash(title)));
    const show = best ?? results[0];
    if (!show) return null;
    const { cast } = await this.get(creditsAnswer, `/tv/${show.id}/aggregate_credits`, { language: 'ko-KR' });
    const actors: ActorInfo[] = [...cast]
      .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity))
      .map((c) => ({
        actor: c.name.trim(),
        character: (c.roles?.find((r) => r.character?.trim())?.character ?? '').trim(),
        pic: c.profile_path ? `${this.imageUrl}/w185${c.profile_path}` : null,
      }))
      // A cast entry without a character cannot become one of ours.
      .filter((a) => a.actor && a.character)
      .slice(0, ACTORS_MAX);
    return {
      title: show.name,
      pic: show.poster_path ? `${this.imageUrl}/w500${show.poster_path}` : null,
      overview: show.overview?.trim() || null,
      actors,
    };
  }

  private async get<T>(schema: z.ZodType<T>, path: string, query: Record<string, string>): Promise<T> {
    const url = `${this.apiUrl}${path}?${new URLSearchParams(query).toString()}`;
    let body: unknown;
    try {
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${this.config.SHOW_INFO_API_TOKEN ?? ''}`, accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.SHOW_INFO_TIMEOUT_MS),
      });
      if (!res.ok) {
        this.logger.error({ status: res.status, path }, 'show-info source answered an error');
        throw providerError();
      }
      body = await res.json();
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.logger.error({ err, path }, 'show-info source call failed');
      throw unreachable(err) ? providerDown() : providerError();
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      this.logger.error(
        { path, issues: parsed.error.issues.slice(0, 3) },
        'show-info source answered an unknown shape',
      );
      throw providerError();
    }
    return parsed.data;
  }
}

/** The configured source; without a token there is none, and 'find info' finds nothing (the console offers a manual add). */
export function showInfoProvider(config: Config, logger: Logger): ShowInfoProvider | null {
  return config.SHOW_INFO_API_TOKEN ? new TmdbShowInfo(config, logger) : null;
}
