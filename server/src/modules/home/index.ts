import type { Module } from '../../context/module.js';
import { HomeResolver } from './home.resolver.js';
import { homeRoutes } from './home.rest.js';

export const homeModule: Module = { name: 'home', resolvers: [HomeResolver], routes: homeRoutes };
