import type { SHELL_TEXT_EN, UiTextKey } from '@lobby/ui';
import type { AppTextKey } from './en.ts';
import { UI_LOBBY } from './ui-lobby.ts';
import { UI_PLAY } from './ui-play.ts';

const app: Record<AppTextKey, string> = {
  'boot.loading': '{{casino}} wird geladen…',
  'home.title': 'Lobby',
  'home.welcomeGuest': 'Willkommen bei {{casino}}',
  'home.welcomePlayer': 'Willkommen zurück, {{name}}',
  'home.catalogSummary': '{{games}} Spiele von {{providers}} Anbietern',
  'home.totalJackpot': 'Jackpot gesamt',
  'home.staleCatalog': 'Hier sind die Spiele deines letzten Besuchs, während die aktuelle Liste lädt.',
  'boot.misconfigured.title': 'Diese App passt nicht zu diesem Casino',
  'boot.misconfigured.text': 'Der Casino-Server betreibt eine andere Art von Lobby. Der Betreiber muss die Einstellungen der App prüfen.',
};

const shell: Record<keyof typeof SHELL_TEXT_EN, string> = {
  'common.close': 'Schließen',
  'common.newTab': '(öffnet in einem neuen Tab)',
  'shell.skipToContent': 'Zum Inhalt springen',
  'header.home': '{{casino}} Startseite',
  'header.menu': 'Menü',
  'header.search': 'Spiele suchen',
  'header.login': 'Anmelden',
  'header.signup': 'Registrieren',
  'balance.label': 'Guthaben',
  'balance.deposit': 'Einzahlen',
  'inbox.label': 'Posteingang',
  'inbox.unread': 'Posteingang, {{count}} ungelesen',
  'cashier.tooltipTitle': 'Guthaben knapp?',
  'cashier.tooltipText': 'Dein Guthaben wird knapp. Lade jetzt auf, damit die Walzen weiterdrehen.',
  'nav.label': 'Hauptnavigation',
  'nav.toggle': 'Seitenleiste',
  'pages.signup': 'Registrieren',
  'pages.cashier': 'Kasse',
  'pages.vipprogram': 'VIP-Programm',
  'mobileNav.title': 'Menü',
  'settings.title': 'Einstellungen',
  'settings.language': 'Sprache',
  'settings.theme': 'Dunkles Design',
  'player.label': 'Dein Konto',
  'player.balance': 'Guthaben',
  'player.vipLevel': 'VIP-Stufe {{level}}',
  'player.bonus': 'Bonus',
  'player.withdrawable': 'Auszahlbar',
  'player.playthrough': 'Umsatzbedingung',
  'player.comppoints': 'Comp-Punkte',
  'player.profile': 'Profil',
  'player.deposit': 'Einzahlen',
  'player.cashOut': 'Auszahlen',
  'player.dashboard': 'Übersicht',
  'player.logout': 'Abmelden',
  'launcher.label': 'Schnellzugriff',
  'notFound.title': 'Lost in the Shuffle',
  'notFound.text': 'Die angeforderte Seite ist nicht mehr verfügbar oder kann nicht gefunden werden.',
  'notFound.back': 'Zurück zur Startseite',
  'loading.status': 'Die Lobby wird geladen…',
  'error.unreachable.title': 'Das Casino ist nicht erreichbar',
  'error.unreachable.text': 'Das Casino hat nicht geantwortet. Prüfe deine Verbindung und versuche es gleich noch einmal.',
  'error.unexpected.title': 'Bei uns ist etwas schiefgelaufen',
  'error.unexpected.text': 'Das Casino hat unerwartet geantwortet. Bitte versuche es erneut; dein Guthaben und deine Spiele sind sicher.',
  'error.offline.title': 'Du bist offline',
  'error.offline.text': 'Verbinde dich wieder mit dem Internet, dann geht es genau dort weiter, wo du warst.',
  'error.retry': 'Erneut versuchen',
  'error.retrying': 'Neuer Versuch…',
  'toast.region': 'Benachrichtigungen',
  'toast.dismiss': 'Benachrichtigung schließen',
};

const ui: Record<UiTextKey, string> = { ...shell, ...UI_LOBBY.de, ...UI_PLAY.de };

/** German resources. */
export const DE = { app, ui };
