import type { FastifyReply } from 'fastify';

/** A CSV the browser saves under `filename`. */
export const sendCsv = (reply: FastifyReply, filename: string, body: string) =>
  reply
    .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` })
    .send(body);
