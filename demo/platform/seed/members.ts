import type { Member } from '../db/types.ts';
import { hashPassword } from '../domain/passwords.ts';

export const DEMO_MEMBER = { email: 'member@example.com', password: 'demo-password' };

/** One member per interesting login outcome (spec §4 login states and §8 failure codes). */
const SEEDS = [
  {
    id: 'member-demo',
    email: DEMO_MEMBER.email,
    firstName: 'Dana',
    lastName: 'Rivers',
    nickname: 'dana',
  },
  {
    id: 'member-unverified',
    email: 'unverified@example.com',
    firstName: 'Uma',
    lastName: 'Verity',
    nickname: 'uma',
    emailVerified: false,
  },
  {
    id: 'member-approval',
    email: 'approval@example.com',
    firstName: 'Abe',
    lastName: 'Waits',
    nickname: 'abe',
    ownerApprovalRequired: true,
  },
  {
    id: 'member-reset',
    email: 'reset@example.com',
    firstName: 'Rita',
    lastName: 'Reset',
    nickname: 'rita',
    resetPasswordRequired: true,
  },
];

export const seedMembers = (now: string): Member[] =>
  SEEDS.map((s) => ({
    emailVerified: true,
    ownerApprovalRequired: false,
    resetPasswordRequired: false,
    ...s,
    passwordHash: hashPassword(DEMO_MEMBER.password),
    status: s.emailVerified === false || s.ownerApprovalRequired ? 'PENDING' : 'ACTIVE',
    createdDate: now,
    updatedDate: now,
  }));
