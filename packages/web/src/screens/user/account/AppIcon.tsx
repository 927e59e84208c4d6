import type { SVGProps } from 'react';
import { Icon, type IconName } from '../../../ui';
import { ExtraIcon, isExtraIconName, type ExtraIconName } from './ExtraIcon';

export type AppIconName = IconName | ExtraIconName;

interface AppIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: AppIconName;
  size?: number;
  label?: string;
}

/** An icon from the kit or from the extra set, by name. */
export function AppIcon({ name, ...rest }: AppIconProps) {
  return isExtraIconName(name) ? <ExtraIcon name={name} {...rest} /> : <Icon name={name} {...rest} />;
}
