import { useState } from 'react';
import styled from 'styled-components';
import placeholder from '../../../assets/news-placeholder.svg';

/**
 * A news picture that never shows a broken image: a missing or failing
 * picture is replaced by the local placeholder (spec). Pictures live on other
 * sites (the site's policy loads https pictures): they are asked for without
 * a Referer, so the picture's host does not learn which page showed it.
 */
export function NewsImage({ src, compact = false }: { src: string | null; compact?: boolean }) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : placeholder;
  return (
    <Frame $compact={compact}>
      <Img src={url} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
    </Frame>
  );
}

const Frame = styled.div<{ $compact: boolean }>`
  flex: none;
  overflow: hidden;
  aspect-ratio: ${({ $compact }) => ($compact ? '1 / 1' : '16 / 9')};
  width: ${({ $compact }) => ($compact ? '76px' : '100%')};
  border-radius: ${({ theme, $compact }) => ($compact ? theme.radii.md : 0)};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
