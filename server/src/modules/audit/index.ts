import type { Module } from '../../context/module.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditResolver } from './audit.resolver.js';

export const auditModule: Module = { name: 'audit', entities: [AuditEntry], resolvers: [AuditResolver] };
