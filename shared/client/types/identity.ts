import type { Loose } from './common';

export interface Identity extends Loose {
  id: string;
  email?: Loose & { address: string; isVerified?: boolean };
  status?: string;
}

export interface Member extends Loose {
  id: string;
  loginEmail?: string;
  /** Where the name is (`FULL` fieldset). */
  contact?: Loose & { firstName?: string; lastName?: string };
  profile?: Loose & { nickname?: string };
}

export interface MemberAnswer extends Loose {
  member: Member;
}
