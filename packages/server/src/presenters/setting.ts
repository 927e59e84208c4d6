import type { Setting as SettingDto } from '@signals/protocol';
import type { SystemSetting } from '../db/models/index.js';

/** A setting as the back office shows it. */
export function presentSetting(setting: SystemSetting): SettingDto {
  return { key: setting.key, value: setting.value, description: setting.description, group: setting.group, updatedAt: setting.updatedAt.toISOString() };
}
