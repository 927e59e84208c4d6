import type { Airdrop as AirdropDto, News as NewsDto } from '@signals/protocol';
import type { Airdrop, News } from '../db/models/index.js';

export function presentNews(news: News): NewsDto {
  return {
    id: news.id,
    title: news.title,
    content: news.content,
    imageUrl: news.imageUrl,
    videoUrl: news.videoUrl,
    externalUrl: news.externalUrl,
    isPublished: news.isPublished,
    publishedAt: news.publishedAt?.toISOString() ?? null,
    createdAt: news.createdAt.toISOString(),
    updatedAt: news.updatedAt.toISOString(),
  };
}

export function presentAirdrop(airdrop: Airdrop): AirdropDto {
  return {
    id: airdrop.id,
    title: airdrop.title,
    description: airdrop.description,
    projectName: airdrop.projectName,
    tokenSymbol: airdrop.tokenSymbol,
    imageUrl: airdrop.imageUrl,
    websiteUrl: airdrop.websiteUrl,
    registrationUrl: airdrop.registrationUrl,
    endDate: airdrop.endDate.toISOString(),
    value: airdrop.value,
    isActive: airdrop.isActive,
    createdAt: airdrop.createdAt.toISOString(),
    updatedAt: airdrop.updatedAt.toISOString(),
  };
}
