import type { SignalLogHead } from '@signals/protocol';

/**
 * The post that witnesses a head in the public chat: every figure a verifier needs to hold us to it later, and the
 * command that checks it. Plain text, in no one member's language (like the chat's signal posts, in English).
 */
export function witnessText(head: SignalLogHead, publicKey: string, publicUrl: string): string {
  return [
    'Signal log head (signed)',
    `Tree size: ${head.treeSize}`,
    `Root hash: ${head.rootHash}`,
    `Timestamp: ${head.timestamp} (${new Date(head.timestamp).toISOString()})`,
    `Signature: ${head.signature}`,
    `Public key: ${publicKey}`,
    `Check it: pnpm verify-record ${publicUrl}`,
  ].join('\n');
}

/** A link to a post in a supergroup or channel (ids -100…); null for other chats, whose posts have no address. */
export function postLinkOf(chatId: number, messageId: number): string | null {
  const id = String(chatId);
  return id.startsWith('-100') ? `https://t.me/c/${id.slice(4)}/${messageId}` : null;
}
