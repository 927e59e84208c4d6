import { renderLayout, type RenderedBodies } from './layout.js';

export interface PasswordResetEmailInput {
  siteName: string;
  publicUrl: string;
  username: string;
  /** The single-use token of the link. */
  token: string;
  /** How long the link works, in minutes. */
  minutes: number;
}

/** The "reset your password" e-mail: one link, how long it works, and what to do if you did not ask. */
export function composePasswordResetEmail(input: PasswordResetEmailInput): RenderedBodies & { subject: string } {
  const link = `${input.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return {
    subject: `Reset your ${input.siteName} password`,
    ...renderLayout({
      siteName: input.siteName,
      publicUrl: input.publicUrl,
      body: `Hello ${input.username},\n\nSomeone asked to reset the password of your ${input.siteName} account. Choose a new password with the link below. It works once, for ${input.minutes} minutes, and setting a new password signs your account out everywhere.`,
      action: { label: 'Choose a new password', url: link },
      footer: `You got this e-mail because a password reset was asked for with this address on ${input.siteName}. If it was not you, ignore it: your password stays as it is.`,
    }),
  };
}
