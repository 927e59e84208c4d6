import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema comes in a chunk of its own:
 * a form can paint before zod has loaded. The chunk is fetched as soon as the
 * browser is idle, and a submit before that simply waits for it.
 *
 * @param load imports the schema, e.g. `() => import('@signals/protocol/requests/auth').then((m) => m.RegisterRequest)`.
 * @returns a resolver to give to useForm.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(load: () => Promise<z.ZodType<Output, Input>>): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
  const resolve = () => (ready ??= load().then((schema) => zodResolver<Input, unknown, Output>(schema)));
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => void resolve(), { timeout: 2000 });
  } else {
    setTimeout(() => void resolve(), 0);
  }
  return async (values, context, options) => (await resolve())(values, context, options);
}
