import type { Module } from '../../context/module.js';
import { AdminNoticeResolver } from './admin-notice.resolver.js';
import { adminNoticeRoutes } from './admin-notice.rest.js';
import { Notice } from './notice.entity.js';
import { NoticeResolver } from './notice.resolver.js';
import { noticeRoutes } from './notice.rest.js';

export const noticeModule: Module = {
  name: 'notice',
  entities: [Notice],
  resolvers: [NoticeResolver, AdminNoticeResolver],
  routes: [...noticeRoutes, ...adminNoticeRoutes],
};
