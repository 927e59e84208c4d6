import styled from 'styled-components';

/** The reading width of a settings page: one comfortable column, centred on wide screens. */
export const SettingsPage = styled.div`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 20px;

  & > header {
    margin-bottom: 4px;
  }
`;
