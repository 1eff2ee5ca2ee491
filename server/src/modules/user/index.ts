import type { Module } from '../module.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.rest.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.rest.js';
import { EmailVerification } from './email-verification.entity.js';
import { ProfileResolver } from './profile.resolver.js';
import { User } from './user.entity.js';

export const userModule: Module = {
  name: 'user',
  entities: [User, EmailVerification],
  resolvers: [AuthResolver, ProfileResolver, AccountResolver],
  routes: [...authRoutes, ...accountRoutes],
};

export { findViewer } from './viewer.js';
