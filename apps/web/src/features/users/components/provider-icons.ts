import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import { Gamepad2, type LucideIcon, MessageCircle } from 'lucide-react';

/** The icon beside each provider's name: the same ones the footer uses for the chat and the game. */
export const PROVIDER_ICONS: Record<SignInProvider, LucideIcon> = {
  discord: MessageCircle,
  roblox: Gamepad2,
};
