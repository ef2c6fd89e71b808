import { zodResolver } from '@hookform/resolvers/zod';
import { serviceRequestFormSchema } from '@fixo/shared';

/**
 * The request form's resolver, loaded on the form's first check (service-request-page.tsx): zod, the resolver and
 * the shared form schema are not among the files the screen waits for, nor built before it takes input.
 */
export const serviceRequestFormResolver = zodResolver(serviceRequestFormSchema);
