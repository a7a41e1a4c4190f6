import pg from 'pg';
import { identifier, sql, trusted, type SqlFragment } from '../core/sql.ts';

/** The server answers: a health check. */
export const databaseAnswers = sql`select 1`;

export const databaseNamed = (name: string): SqlFragment => sql`select 1 from pg_database where datname = ${name}`;

/** CREATE DATABASE takes no bind parameters: the name is written into the text, quoted. */
export const createDatabase = (name: string): SqlFragment => sql`create database ${identifier(name)}`;

/** ALTER ROLE takes no bind parameters: the password is written into the text as an escaped literal. */
export const setRolePassword = (role: string, password: string): SqlFragment =>
  sql`alter role ${identifier(role)} password ${trusted(pg.escapeLiteral(password))}`;

/** Work that is long by nature (migrations, seeding) is not cancelled by the pool's statement_timeout. */
export const noStatementTimeoutInTransaction = sql`set local statement_timeout = 0`;
