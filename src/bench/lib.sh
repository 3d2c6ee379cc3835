# Shared by the benchmark scripts (sourced, not run): the server to measure, a mariadb/mysql client for it,
# and small arithmetic helpers. HOST, PORT and DBUSER may be set; the password, if any, comes from
# SEEDGEN_PASSWORD and reaches the client through MYSQL_PWD, never its command line.
HOST="${HOST:-127.0.0.1}"
PORT="${PORT:-3306}"
DBUSER="${DBUSER:-root}"
client="$(command -v mariadb || command -v mysql)"
export MYSQL_PWD="${SEEDGEN_PASSWORD:-}"
sql() { "$client" --protocol=TCP -h "$HOST" -P "$PORT" -u "$DBUSER" --local-infile=1 -B -N -e "$1"; }
now() { date +%s.%N; }
calc() { awk "BEGIN { print $1 }"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
