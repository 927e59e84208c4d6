import { PlayIcon } from 'lucide-react';
import { videoEmbedUrl } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';
import { NewsImage } from './NewsImage';

/**
 * A news item's video: its picture with a play button until the member asks
 * for it, then the YouTube or Vimeo player in its place. Nothing is fetched
 * from the video host before that press (privacy, and a list of stories does
 * not load a player per story); the press lets the player start at once.
 * Links the cards cannot embed are not played here (the card links to them).
 */
export function NewsVideo({ link, imageUrl, title }: { link: string; imageUrl: string | null; title: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const player = videoEmbedUrl(link);
  if (!player) {
    return <NewsImage src={imageUrl} />;
  }
  if (playing) {
    return (
      <Frame>
        <iframe
          src={`${player}${player.includes('?') ? '&' : '?'}autoplay=1`}
          title={t('content.news.video.title', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          // The players need their own scripts and storage; popups open the video on its site.
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        />
      </Frame>
    );
  }
  return (
    <Poster>
      <NewsImage src={imageUrl} />
      <Play type="button" onClick={() => setPlaying(true)} aria-label={t('content.news.video.play', { title })}>
        <PlayIcon size={26} />
      </Play>
    </Poster>
  );
}

const Frame = styled.div`
  aspect-ratio: 16 / 9;
  background: #000000;

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Poster = styled.div`
  position: relative;
`;

const Play = styled.button`
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.62);
  color: #ffffff;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: rgba(0, 0, 0, 0.78);
  }
`;
