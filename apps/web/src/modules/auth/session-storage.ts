import { useSyncExternalStore } from 'react';

import {
  LOCAL_STORAGE_KEYS as KEYS,
  USER_TYPES,
  type CustomerLoginData,
  type ManagerLoginData,
  type ServiceCenterLoginData,
  type SessionResponse,
  type UserType,
} from '@fixo/shared';

/**
 * The spec keeps the login state in local storage (`isLogin`, `mobileNumber01`, `loginUserData`, ...).
 * It is UI state only: the server decides with its own httpOnly session cookie.
 */
export interface StoredSession {
  isLoggedIn: boolean;
  userType: UserType | null;
  mobile: string | null;
  /** Parsed `loginUserData`; null when missing or unparsable. */
  userData: Partial<CustomerLoginData & ServiceCenterLoginData & ManagerLoginData> | null;
  centerName: string | null;
}

const CHANGE_EVENT = 'fixo:session-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on access; behave as logged out.
    return null;
  }
}

/** Tells mounted components that the stored session changed (the 'storage' event only fires in other tabs). */
export function notifySessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function hasLoginFlag(): boolean {
  return storage()?.getItem(KEYS.isLogin) === 'true';
}

/** Stores the spec's keys after a login (or when the server session is found without them). */
export function storeLogin(session: SessionResponse, mobile?: string): void {
  const ls = storage();
  if (!ls) return;
  ls.setItem(KEYS.isLogin, 'true');
  ls.setItem(KEYS.mobileNumber01, mobile ?? session.loginUserData.mobilenO1);
  ls.setItem(KEYS.loginUserData, JSON.stringify(session.loginUserData));
  ls.setItem(KEYS.userType, session.usertype);
  if (session.usertype === 'ServiceCenter') {
    ls.setItem(KEYS.serivceCenterName, session.loginUserData.servicecentername);
  } else {
    ls.removeItem(KEYS.serivceCenterName);
  }
  notifySessionChange();
}

/** Removes the session keys only (used when the server says the session is gone). */
export function clearStoredSession(): void {
  const ls = storage();
  if (!ls) return;
  for (const key of Object.values(KEYS)) ls.removeItem(key);
  notifySessionChange();
}

/** Logout clears everything, as the spec says. */
export function clearAllStorage(): void {
  storage()?.clear();
  notifySessionChange();
}

function parseUserData(raw: string | null): StoredSession['userData'] {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredSession['userData']) : null;
  } catch (error) {
    // The spec only logs unparsable login data.
    console.error('Could not parse stored loginUserData', error);
    return null;
  }
}

/**
 * A visitor with nothing stored, as the prerendered pages are drawn. One object: the app's first render takes it as
 * the server's snapshot, and a guest's stored session must be the very same value, or React redraws every reader
 * synchronously right after adopting the prerendered markup (a whole second render inside the start's longest task).
 */
const SIGNED_OUT: StoredSession = {
  isLoggedIn: false,
  userType: null,
  mobile: null,
  userData: null,
  centerName: null,
};

let cachedKey: string | null = null;
let cachedSession: StoredSession | null = null;

/** Reads the stored session; returns the same object while nothing changed (needed by useSyncExternalStore). */
export function readStoredSession(): StoredSession {
  const ls = storage();
  const raw = [
    KEYS.isLogin,
    KEYS.userType,
    KEYS.mobileNumber01,
    KEYS.loginUserData,
    KEYS.serivceCenterName,
  ].map((key) => ls?.getItem(key) ?? null);
  const key = JSON.stringify(raw);
  if (cachedSession && key === cachedKey) return cachedSession;
  const [isLogin, userType, mobile, userData, centerName] = raw;
  cachedKey = key;
  const session: StoredSession = {
    isLoggedIn: isLogin === 'true',
    userType: USER_TYPES.includes(userType as UserType) ? (userType as UserType) : null,
    mobile: mobile ?? null,
    userData: parseUserData(userData ?? null),
    centerName: centerName ?? null,
  };
  const signedOut = (Object.keys(SIGNED_OUT) as Array<keyof StoredSession>).every(
    (field) => session[field] === SIGNED_OUT[field],
  );
  cachedSession = signedOut ? SIGNED_OUT : session;
  return cachedSession;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored session, re-rendering on login, logout and changes from other tabs. */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(subscribe, readStoredSession, () => SIGNED_OUT);
}
