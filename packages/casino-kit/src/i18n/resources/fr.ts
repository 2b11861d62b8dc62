import type { SHELL_TEXT_EN, UiTextKey } from '@lobby/ui';
import type { AppTextKey } from './en.ts';
import { UI_LOBBY } from './ui-lobby.ts';
import { UI_PLAY } from './ui-play.ts';

const app: Record<AppTextKey, string> = {
  'boot.loading': 'Chargement de {{casino}}…',
  'home.title': 'Lobby',
  'home.welcomeGuest': 'Bienvenue sur {{casino}}',
  'home.welcomePlayer': 'Bon retour, {{name}}',
  'home.catalogSummary': '{{games}} jeux de {{providers}} fournisseurs',
  'home.totalJackpot': 'Jackpot total',
  'home.staleCatalog': 'Voici les jeux de votre dernière visite pendant le chargement de la liste à jour.',
  'boot.misconfigured.title': 'Cette application ne correspond pas à ce casino',
  'boot.misconfigured.text': 'Le serveur du casino gère un autre type de lobby. L’opérateur doit vérifier les réglages de l’application.',
};

const shell: Record<keyof typeof SHELL_TEXT_EN, string> = {
  'common.close': 'Fermer',
  'common.newTab': '(s’ouvre dans un nouvel onglet)',
  'shell.skipToContent': 'Aller au contenu',
  'header.home': 'Accueil {{casino}}',
  'header.menu': 'Menu',
  'header.search': 'Rechercher des jeux',
  'header.login': 'Connexion',
  'header.signup': 'Inscription',
  'balance.label': 'Solde',
  'balance.deposit': 'Déposer',
  'inbox.label': 'Messagerie',
  'inbox.unread': 'Messagerie, {{count}} non lus',
  'cashier.tooltipTitle': 'Solde bas ?',
  'cashier.tooltipText': 'Votre solde diminue. Rechargez maintenant pour que les rouleaux continuent de tourner.',
  'nav.label': 'Navigation principale',
  'nav.toggle': 'Barre latérale',
  'pages.signup': 'Inscription',
  'pages.cashier': 'Caisse',
  'pages.vipprogram': 'Programme VIP',
  'mobileNav.title': 'Menu',
  'settings.title': 'Réglages',
  'settings.language': 'Langue',
  'settings.theme': 'Thème sombre',
  'player.label': 'Votre compte',
  'player.balance': 'Solde',
  'player.vipLevel': 'Niveau VIP {{level}}',
  'player.bonus': 'Bonus',
  'player.withdrawable': 'Retirable',
  'player.playthrough': 'Mise requise',
  'player.comppoints': 'Points comp',
  'player.profile': 'Profil',
  'player.deposit': 'Déposer',
  'player.cashOut': 'Retirer',
  'player.dashboard': 'Tableau de bord',
  'player.logout': 'Déconnexion',
  'launcher.label': 'Accès rapide',
  'notFound.title': 'Lost in the Shuffle',
  'notFound.text': 'La page demandée n’est plus disponible ou est introuvable.',
  'notFound.back': 'Retour à l’accueil',
  'loading.status': 'Chargement du lobby…',
  'error.unreachable.title': 'Impossible de joindre le casino',
  'error.unreachable.text': 'Le casino n’a pas répondu. Vérifiez votre connexion, puis réessayez dans un instant.',
  'error.unexpected.title': 'Un problème est survenu de notre côté',
  'error.unexpected.text': 'Le casino a répondu de façon inattendue. Réessayez ; votre solde et vos jeux sont en sécurité.',
  'error.offline.title': 'Vous êtes hors ligne',
  'error.offline.text': 'Reconnectez-vous à internet et nous reprendrons là où vous en étiez.',
  'error.retry': 'Réessayer',
  'error.retrying': 'Nouvel essai…',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Fermer la notification',
};

const ui: Record<UiTextKey, string> = { ...shell, ...UI_LOBBY.fr, ...UI_PLAY.fr };

/** French resources. */
export const FR = { app, ui };
