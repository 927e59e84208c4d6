import type { CannedReply as CannedReplyDto } from '@signals/protocol';
import type { CannedReply } from '../db/models/index.js';

export function presentCannedReply(reply: CannedReply): CannedReplyDto {
  return {
    id: reply.id,
    title: reply.title,
    body: reply.body,
    language: reply.language,
    createdAt: reply.createdAt.toISOString(),
    updatedAt: reply.updatedAt.toISOString(),
  };
}
