import { TimestampedModel } from './BaseModel.js';

export class News extends TimestampedModel {
  static override tableName = 'news';
  static override booleanColumns = ['isPublished'];
  static override timestampColumns = ['publishedAt', 'createdAt', 'updatedAt'];

  id!: number;
  title!: string;
  content!: string;
  imageUrl!: string | null;
  videoUrl!: string | null;
  externalUrl!: string | null;
  isPublished!: boolean;
  publishedAt!: Date | null;
}

export class Airdrop extends TimestampedModel {
  static override tableName = 'airdrops';
  static override booleanColumns = ['isActive'];
  static override timestampColumns = ['endDate', 'createdAt', 'updatedAt'];
  static override numberColumns = ['value'];

  id!: number;
  title!: string;
  description!: string;
  projectName!: string;
  tokenSymbol!: string;
  imageUrl!: string | null;
  websiteUrl!: string | null;
  registrationUrl!: string;
  endDate!: Date;
  value!: number | null;
  isActive!: boolean;
}
