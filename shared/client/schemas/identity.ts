import * as z from 'zod/mini';
import { bool, str } from './fields';

export const Identity = z.looseObject({
  id: z.string(),
  email: z.optional(z.looseObject({ address: z.string(), isVerified: bool })),
  status: str,
});
export type Identity = z.infer<typeof Identity>;

export const Member = z.looseObject({
  id: z.string(),
  loginEmail: str,
  profile: z.optional(z.looseObject({ nickname: str, firstName: str, lastName: str })),
});
export type Member = z.infer<typeof Member>;

export const MemberAnswer = z.looseObject({ member: Member });
export type MemberAnswer = z.infer<typeof MemberAnswer>;
