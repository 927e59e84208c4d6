import { css } from 'styled-components';

/** WCAG 2.5.5: a control a finger can hit, at least 44 × 44 px, however short its words. */
export const TAP_TARGET_PX = 44;

/** For a text link or a text button that stands on its own line or in a row of actions. */
export const tapTarget = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${TAP_TARGET_PX}px;
  min-height: ${TAP_TARGET_PX}px;
`;

/**
 * For a text button inside a sentence: the same 44 px box, with negative
 * margins so the line it sits in keeps its height (the box overlaps the
 * neighbouring lines' text, which is not interactive).
 */
export const inlineTapTarget = css`
  ${tapTarget}
  margin: ${-(TAP_TARGET_PX - 20) / 2}px 0;
  vertical-align: middle;
`;
