import type { Loose } from './common';

export interface Identity extends Loose {
  id: string;
  email?: Loose & { address: string; isVerified?: boolean };
  status?: string;
}

export interface Member extends Loose {
  id: string;
  loginEmail?: string;
  profile?: Loose & { nickname?: string; firstName?: string; lastName?: string };
}

export interface MemberAnswer extends Loose {
  member: Member;
}
