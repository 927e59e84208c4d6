import styled from 'styled-components';

/**
 * The frame of a notice above every member screen (an unconfirmed address, an important message): an icon, words that
 * take the room there is, and actions that wrap under them on a phone. One look for both, in the tone of its reason.
 */
export const PageBanner = styled.div<{ $tone: 'warning' | 'accent' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 12px;
  margin-bottom: 20px;
  padding: 12px 16px;
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.accentSoft)};
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;

  > svg {
    flex: none;
    align-self: flex-start;
    margin-top: 3px;
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

/** The banner's words: the room left beside the icon and the actions. */
export const PageBannerWords = styled.p`
  flex: 1 1 240px;
  min-width: 0;
  margin: 0;
`;
