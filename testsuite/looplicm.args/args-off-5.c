/* skip= of separators alone (',' or ':') names no function either.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-skip=:,:" } */
/* { dg-error "looplicm: argument .skip. needs function names" "no names" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "plugin_init fails" { target *-*-* } 0 } */

int
f (int x)
{
  return x;
}
