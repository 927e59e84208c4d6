import { useState } from 'react';
import styled from 'styled-components';

/** A neutral picture for missing or broken images: a landscape glyph on a soft gradient. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c2539"/><stop offset="1" stop-color="#2f3b56"/></linearGradient></defs>' +
      '<rect width="640" height="360" fill="url(#g)"/>' +
      '<g fill="none" stroke="#98a2b8" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.7">' +
      '<rect x="270" y="130" width="100" height="100" rx="10"/><circle cx="300" cy="160" r="10"/><path d="m370 200-30-30-70 60"/></g></svg>',
  );

interface MediaImageProps {
  src: string | null;
  alt: string;
}

/** A card's picture (asked for without a Referer: it lives on another site); a missing or broken one shows the placeholder instead. */
export function MediaImage({ src, alt }: MediaImageProps) {
  const [broken, setBroken] = useState(false);
  return <Img src={!src || broken ? PLACEHOLDER_IMAGE : src} alt={alt} loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
}

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
