// npm run -s cards:playable: the ids of every playable card as one JSON array on stdout.
import { playableIdsLine } from './playableIds';

process.stdout.write(playableIdsLine());
