import type { Language } from '@lobby/domain';
import type { SlotSymbol } from '../play/slot.ts';

/** Texts of the demo game and live dealer pages; `{amount}` and `{n}` are filled in. */
export interface GameLabels {
  readonly realMoney: string;
  readonly funMoney: string;
  readonly balance: string;
  readonly credits: string;
  readonly reels: string;
  readonly spin: string;
  readonly stake: string;
  readonly testOutcomes: string;
  readonly win: string;
  readonly lose: string;
  readonly setBalance: string;
  readonly openCashier: string;
  readonly cashierHint: string;
  readonly cashierUnavailable: string;
  readonly backToLobby: string;
  readonly won: string;
  readonly lost: string;
  readonly noWin: string;
  readonly balanceSet: string;
  readonly insufficientFunds: string;
  readonly expired: string;
  readonly error: string;
  readonly unavailable: string;
  readonly liveTitle: string;
  readonly liveIntro: string;
  readonly table: string;
  readonly dealer: string;
  readonly seatsColumn: string;
  readonly limits: string;
  readonly seats: string;
  readonly tableOpensSoon: string;
  readonly symbols: Readonly<Record<SlotSymbol, string>>;
}

/** The labels of each interface language. */
export const GAME_LABELS: Readonly<Record<Language, GameLabels>> = {
  en: {
    realMoney: 'Real money',
    funMoney: 'Fun money',
    balance: 'Balance',
    credits: 'credits',
    reels: 'Reels',
    spin: 'Spin',
    stake: 'Stake 1 per spin',
    testOutcomes: 'Test outcomes',
    win: 'Win {n}',
    lose: 'Lose {n}',
    setBalance: 'Set balance {n}',
    openCashier: 'Open cashier',
    cashierHint: 'Opens the cashier in the lobby.',
    cashierUnavailable: 'Open this game from the lobby to reach the cashier.',
    backToLobby: 'Back to lobby',
    won: 'You won {amount}!',
    lost: 'You lost {amount}.',
    noWin: 'No win this time.',
    balanceSet: 'Balance set to {amount}.',
    insufficientFunds: 'Not enough balance for this stake.',
    expired: 'This game session has expired. Go back to the lobby and open the game again.',
    error: 'Something went wrong. Please try again.',
    unavailable: 'This game is not available.',
    liveTitle: 'Live dealer tables',
    liveIntro: 'Pick a table: our dealers are streaming live.',
    table: 'Table',
    dealer: 'Dealer',
    seatsColumn: 'Seats',
    limits: 'Limits',
    seats: '{n} seats free',
    tableOpensSoon: 'Opens soon',
    symbols: { cherry: 'Cherry', lemon: 'Lemon', bell: 'Bell', star: 'Star', seven: 'Seven', diamond: 'Diamond' },
  },
  de: {
    realMoney: 'Echtgeld',
    funMoney: 'Spielgeld',
    balance: 'Guthaben',
    credits: 'Credits',
    reels: 'Walzen',
    spin: 'Drehen',
    stake: 'Einsatz 1 pro Dreh',
    testOutcomes: 'Testergebnisse',
    win: 'Gewinn {n}',
    lose: 'Verlust {n}',
    setBalance: 'Guthaben auf {n} setzen',
    openCashier: 'Kasse öffnen',
    cashierHint: 'Öffnet die Kasse in der Lobby.',
    cashierUnavailable: 'Öffne das Spiel aus der Lobby, um die Kasse zu erreichen.',
    backToLobby: 'Zurück zur Lobby',
    won: 'Du hast {amount} gewonnen!',
    lost: 'Du hast {amount} verloren.',
    noWin: 'Diesmal kein Gewinn.',
    balanceSet: 'Guthaben auf {amount} gesetzt.',
    insufficientFunds: 'Nicht genug Guthaben für diesen Einsatz.',
    expired: 'Diese Spielsitzung ist abgelaufen. Geh zurück zur Lobby und öffne das Spiel erneut.',
    error: 'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
    unavailable: 'Dieses Spiel ist nicht verfügbar.',
    liveTitle: 'Live-Dealer-Tische',
    liveIntro: 'Wähle einen Tisch: Unsere Dealer sind live.',
    table: 'Tisch',
    dealer: 'Dealer',
    seatsColumn: 'Plätze',
    limits: 'Limits',
    seats: '{n} Plätze frei',
    tableOpensSoon: 'Öffnet bald',
    symbols: { cherry: 'Kirsche', lemon: 'Zitrone', bell: 'Glocke', star: 'Stern', seven: 'Sieben', diamond: 'Diamant' },
  },
  es: {
    realMoney: 'Dinero real',
    funMoney: 'Dinero ficticio',
    balance: 'Saldo',
    credits: 'créditos',
    reels: 'Rodillos',
    spin: 'Girar',
    stake: 'Apuesta de 1 por giro',
    testOutcomes: 'Resultados de prueba',
    win: 'Ganar {n}',
    lose: 'Perder {n}',
    setBalance: 'Fijar saldo en {n}',
    openCashier: 'Abrir cajero',
    cashierHint: 'Abre el cajero en el lobby.',
    cashierUnavailable: 'Abre este juego desde el lobby para llegar al cajero.',
    backToLobby: 'Volver al lobby',
    won: '¡Has ganado {amount}!',
    lost: 'Has perdido {amount}.',
    noWin: 'Esta vez no hay premio.',
    balanceSet: 'Saldo fijado en {amount}.',
    insufficientFunds: 'Saldo insuficiente para esta apuesta.',
    expired: 'Esta sesión de juego ha caducado. Vuelve al lobby y abre el juego de nuevo.',
    error: 'Algo salió mal. Inténtalo de nuevo.',
    unavailable: 'Este juego no está disponible.',
    liveTitle: 'Mesas con crupier en vivo',
    liveIntro: 'Elige una mesa: nuestros crupieres están en directo.',
    table: 'Mesa',
    dealer: 'Crupier',
    seatsColumn: 'Asientos',
    limits: 'Límites',
    seats: '{n} asientos libres',
    tableOpensSoon: 'Abre pronto',
    symbols: { cherry: 'Cereza', lemon: 'Limón', bell: 'Campana', star: 'Estrella', seven: 'Siete', diamond: 'Diamante' },
  },
  fr: {
    realMoney: 'Argent réel',
    funMoney: 'Argent fictif',
    balance: 'Solde',
    credits: 'crédits',
    reels: 'Rouleaux',
    spin: 'Lancer',
    stake: 'Mise de 1 par tour',
    testOutcomes: 'Résultats de test',
    win: 'Gagner {n}',
    lose: 'Perdre {n}',
    setBalance: 'Fixer le solde à {n}',
    openCashier: 'Ouvrir la caisse',
    cashierHint: 'Ouvre la caisse dans le lobby.',
    cashierUnavailable: 'Ouvrez ce jeu depuis le lobby pour accéder à la caisse.',
    backToLobby: 'Retour au lobby',
    won: 'Vous avez gagné {amount} !',
    lost: 'Vous avez perdu {amount}.',
    noWin: 'Pas de gain cette fois.',
    balanceSet: 'Solde fixé à {amount}.',
    insufficientFunds: 'Solde insuffisant pour cette mise.',
    expired: 'Cette session de jeu a expiré. Revenez au lobby et ouvrez le jeu à nouveau.',
    error: 'Une erreur est survenue. Veuillez réessayer.',
    unavailable: "Ce jeu n'est pas disponible.",
    liveTitle: 'Tables avec croupier en direct',
    liveIntro: 'Choisissez une table : nos croupiers sont en direct.',
    table: 'Table',
    dealer: 'Croupier',
    seatsColumn: 'Places',
    limits: 'Limites',
    seats: '{n} places libres',
    tableOpensSoon: 'Ouvre bientôt',
    symbols: { cherry: 'Cerise', lemon: 'Citron', bell: 'Cloche', star: 'Étoile', seven: 'Sept', diamond: 'Diamant' },
  },
};

/** A label with `{n}` or `{amount}` filled in. */
export function fill(label: string, value: string | number): string {
  return label.replace(/\{(?:n|amount)\}/g, String(value));
}
