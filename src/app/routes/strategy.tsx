import { serviceRoute } from '../service-route';

export const { loader, Component } = serviceRoute('strategy');
