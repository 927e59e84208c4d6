import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';
import { HELP_CATEGORIES, type HelpCategoryId } from './categories';

interface CategoryTilesProps {
  value: HelpCategoryId | null;
  onChange: (category: HelpCategoryId | null) => void;
  /** Questions per category, shown on each tile. */
  counts: Record<HelpCategoryId, number>;
}

/** The eight topics as toggle buttons: pressing one filters the questions, pressing it again shows all. */
export function CategoryTiles({ value, onChange, counts }: CategoryTilesProps) {
  const t = useT();
  return (
    <Grid role="group" aria-label={t('help.topics.label')}>
      {HELP_CATEGORIES.map((category) => {
        const pressed = value === category.id;
        return (
          <Tile key={category.id} type="button" aria-pressed={pressed} $pressed={pressed} onClick={() => onChange(pressed ? null : category.id)}>
            <Glyph $pressed={pressed}>
              <category.icon size={20} />
            </Glyph>
            <Text>
              <Name>{t(category.name)}</Name>
              <Count>{t('help.topics.count', { count: counts[category.id] })}</Count>
            </Text>
          </Tile>
        );
      })}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;

  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 12px;
  }
`;

const Tile = styled.button<{ $pressed: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  padding: 10px 12px;
  border: 1px solid ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.accentSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;

  &:hover {
    border-color: ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.borderStrong)};
  }
  ${focusRing}

  @media (min-width: 768px) {
    flex-direction: column;
    align-items: flex-start;
    gap: 10px;
    padding: 14px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Glyph = styled.span<{ $pressed: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.accent : theme.colors.accentSoft)};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.onAccent : theme.colors.accent)};
`;

const Name = styled.span`
  font-weight: 650;
  font-size: 14px;
  line-height: 1.3;
`;

const Count = styled.span`
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
