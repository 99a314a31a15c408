! gfortran with the plugin: the invariant product x * y (two loads through
! the dummy arguments and the multiplication) is hoisted, and the
! accumulator total, a dummy argument, is kept in a register (store
! motion).
! { dg-do compile }
! { dg-additional-options "-fno-tree-loop-im" }

subroutine scale(a, n, x, y)
  integer, intent(in) :: n
  real(8), intent(inout) :: a(n)
  real(8), intent(in) :: x, y
  integer :: i
  do i = 1, n
    a(i) = a(i) + x * y
  end do
end subroutine scale

subroutine acc(total, a, n)
  integer, intent(in) :: n
  real(8), intent(inout) :: total
  real(8), intent(in) :: a(n)
  integer :: i
  do i = 1, n
    total = total + a(i)
  end do
end subroutine acc

! { dg-final { scan-tree-dump "Moving statement\n_\[0-9\]+ = _\[0-9\]+ \\* _\[0-9\]+;" "looplicm" } }
! { dg-final { scan-tree-dump-times "Executing store motion of \\*total_\[0-9\]+\\(D\\) from loop 1" 1 "looplicm" } }
