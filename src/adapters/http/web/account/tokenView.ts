import type { TokenListItem } from '../../../../application/access/TokenListItem';
import type { TokenStatus } from '../../../../domain/token/tokenStatus';

/** A token as the management endpoints publish it (spec 2.11): never its secret or digest. */
export interface TokenView {
  id: string;
  name: string;
  prefix: string;
  permission: string;
  sports: string[];
  expiresAt: string;
  lastUsedAt: string | null;
  createdAt: string;
  creator: { id: string; name: string };
  company: { id: string; name: string };
  status: TokenStatus;
}

export function tokenView(item: TokenListItem): TokenView {
  return {
    id: item.id,
    name: item.name,
    prefix: item.prefix,
    permission: item.permission,
    sports: [...item.sports],
    expiresAt: item.expiresAt,
    lastUsedAt: item.lastUsedAt,
    createdAt: item.createdAt,
    creator: { id: item.creator.id, name: item.creator.name },
    company: { id: item.company.id, name: item.company.name },
    status: item.status,
  };
}
