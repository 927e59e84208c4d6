import type { LanguageCode } from '@signals/protocol';
import { TimestampedModel } from './BaseModel.js';

/** A canned reply (issue 46): support's answer written once, its `{{variables}}` filled for a ticket's member when inserted. */
export class CannedReply extends TimestampedModel {
  static override tableName = 'canned_replies';
  static override timestampColumns = ['createdAt', 'updatedAt'];

  id!: number;
  title!: string;
  body!: string;
  language!: LanguageCode;
  createdBy!: number | null;
}
