import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS, videoEmbedUrl } from './media.js';

describe('video embeds', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s through %s', (link, player) => {
    expect(videoEmbedUrl(link)).toBe(player);
  });

  it.each([
    'https://example.com/video.mp4',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'javascript:alert(1)',
    'not a link',
  ])('plays nothing for %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });

  it('builds players only on the origins the site policy allows', () => {
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const player = videoEmbedUrl(link) ?? '';
      expect(VIDEO_EMBED_ORIGINS.some((origin) => player.startsWith(`${origin}/`)), player).toBe(true);
    }
  });
});
