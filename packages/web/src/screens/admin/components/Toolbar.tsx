import styled from 'styled-components';

/** The row above a table: search first, then filters; wraps on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 16px;

  @media (max-width: 767px) {
    /* Doubled so it wins over the controls' own flex basis. */
    && > * {
      flex: 1 1 100%;
    }
  }
`;
