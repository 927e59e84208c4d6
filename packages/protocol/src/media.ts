import { textRef } from './text.js';

/**
 * Pictures and videos that news items and airdrops show from other sites. The
 * server's Content-Security-Policy allows exactly what these rules let in, so
 * they live here once: the request schemas, the web cards and the policy all
 * read them.
 */

/**
 * Where an embedded video player may come from (the policy's `frame-src`).
 * YouTube links play through its privacy-enhanced host, which sets no
 * cookies until the member presses play.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** What the request schemas say of a refused picture or video link: references to the validation catalogue. */
export const MEDIA_MESSAGES = {
  /** Pictures come from https addresses only: the policy's `img-src` allows no other remote scheme. */
  imageNotHttps: textRef('validation.media.imageNotHttps'),
  videoNotEmbeddable: textRef('validation.media.videoNotEmbeddable'),
} as const;

/**
 * The WHATWG URL parser, which browsers and Node both provide; this package
 * compiles without either's type library, so the part used is declared here.
 */
interface ParsedUrl {
  readonly protocol: string;
  /** Lower case, as the parser leaves it. */
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}
declare const URL: new (input: string) => ParsedUrl;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** The key of an unlisted Vimeo video, which its player needs too. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

function parseLink(link: string): ParsedUrl | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: ParsedUrl): string | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') {
    return first ?? null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) {
    return null;
  }
  if (first === 'watch') {
    return url.searchParams.get('v');
  }
  return first === 'embed' || first === 'shorts' || first === 'live' ? (second ?? null) : null;
}

function vimeoPlayer(url: ParsedUrl): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash = url.searchParams.get('h') ?? undefined;
  if (url.hostname === 'player.vimeo.com' && parts[0] === 'video') {
    id = parts[1];
  } else if (VIMEO_HOSTS.has(url.hostname)) {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/name/123
    const at = parts.findIndex((part) => VIMEO_ID.test(part));
    id = at === -1 ? undefined : parts[at];
    hash ??= at === -1 ? undefined : parts[at + 1];
  }
  if (!id || !VIMEO_ID.test(id)) {
    return null;
  }
  return hash && VIMEO_HASH.test(hash) ? `https://player.vimeo.com/video/${id}?h=${hash}` : `https://player.vimeo.com/video/${id}`;
}

/**
 * The address of the player for a link to a YouTube or Vimeo video (a watch
 * page, a short link, a share link or an embed link), on one of
 * VIDEO_EMBED_ORIGINS; null for anything else.
 *
 * @param link the video link an admin entered.
 */
export function videoEmbedUrl(link: string): string | null {
  const url = parseLink(link);
  if (!url) {
    return null;
  }
  const id = youtubeId(url);
  if (id !== null) {
    return YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  return vimeoPlayer(url);
}
