import { ChevronDownIcon, GlobeIcon } from 'lucide-react';
import { isLanguageCode, LANGUAGES } from '@signals/protocol';
import styled from 'styled-components';
import { activateLanguage, currentLanguage } from '../../i18n';
import { nativeName } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';

/**
 * The sign-in screens' language menu: a visitor reads the app in the language
 * they pick at once (kept on this device; an account's saved language takes
 * over at sign-in). A native select: the phone's own picker, each language by
 * its own name.
 */
export function LanguageMenu() {
  const t = useT();
  const language = currentLanguage();
  // On a page rendered at build time the choice works once the app runs.
  const hydrated = useHydrated();
  return (
    <Menu>
      <GlobeIcon size={17} aria-hidden="true" />
      {/* What the closed menu shows: the language's own name, or its code on a phone, where the brand needs the room. */}
      <Shown aria-hidden="true" lang={language}>
        <Wide>{nativeName(language)}</Wide>
        <Narrow>{language.toUpperCase()}</Narrow>
      </Shown>
      <ChevronDownIcon size={15} aria-hidden="true" />
      <Select
        aria-label={t('language.menu')}
        value={language}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) {
            void activateLanguage(event.target.value);
          }
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.nativeName}
          </option>
        ))}
      </Select>
    </Menu>
  );
}

/** The visible pill; the native select lies over it, transparent, so a tap opens the phone's own picker. */
const Menu = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  cursor: pointer;

  svg {
    flex: none;
  }
  /* On a phone the chevron gives its room to the brand: the code in a pill reads as a menu already. */
  svg:last-of-type {
    display: none;
    @media (min-width: 560px) {
      display: block;
    }
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Shown = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Wide = styled.span`
  display: none;
  @media (min-width: 560px) {
    display: inline;
  }
`;

const Narrow = styled.span`
  @media (min-width: 560px) {
    display: none;
  }
`;

const Select = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
  font-size: 16px;
`;
