import { z } from 'zod';
import { Id, NullableTimestamp, Timestamp } from './common.js';

export const News = z.object({
  id: Id,
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: NullableTimestamp,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type News = z.infer<typeof News>;

export const Airdrop = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  projectName: z.string(),
  tokenSymbol: z.string(),
  imageUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  registrationUrl: z.string(),
  endDate: Timestamp,
  /** Estimated value in USD. */
  value: z.number().nullable(),
  isActive: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Airdrop = z.infer<typeof Airdrop>;
