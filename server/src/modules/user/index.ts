import type { Module } from '../../context/module.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.rest.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.rest.js';
import { EmailVerification } from './email-verification.entity.js';
import { OAuthState } from './oauth-state.entity.js';
import { EmailResolver } from './email.resolver.js';
import { emailRoutes } from './email.rest.js';
import { ProfileResolver } from './profile.resolver.js';
import { profileRoutes } from './profile.rest.js';
import { SocialResolver } from './social.resolver.js';
import { socialRoutes } from './social.rest.js';
import { User } from './user.entity.js';

export const userModule: Module = {
  name: 'user',
  entities: [User, EmailVerification, OAuthState],
  resolvers: [AuthResolver, EmailResolver, ProfileResolver, AccountResolver, SocialResolver],
  routes: [...authRoutes, ...emailRoutes, ...accountRoutes, ...profileRoutes, ...socialRoutes],
};

export { findViewer } from './viewer.js';
