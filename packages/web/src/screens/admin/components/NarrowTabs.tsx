import styled from 'styled-components';

/** Keeps a short tab list (two or three filters) from stretching across a wide card, and on one line on phones. */
export const NarrowTabs = styled.div`
  [role='tablist'] {
    max-width: 420px;
  }
  [role='tabpanel'] {
    padding-top: 16px;
  }
  @media (max-width: 479px) {
    [role='tab'] {
      padding: 0 6px;
      font-size: 13px;
      white-space: nowrap;
    }
  }
`;
